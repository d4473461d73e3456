import * as migration_20261122_081606_initial from './20261122_081606_initial';
import * as migration_20261122_092631_contact_messages_and_jobs from './20261122_092631_contact_messages_and_jobs';
import * as migration_20261122_093914_blog_posts from './20261122_093914_blog_posts';

export const migrations = [
  {
    up: migration_20261122_081606_initial.up,
    down: migration_20261122_081606_initial.down,
    name: '20261122_081606_initial',
  },
  {
    up: migration_20261122_092631_contact_messages_and_jobs.up,
    down: migration_20261122_092631_contact_messages_and_jobs.down,
    name: '20261122_092631_contact_messages_and_jobs',
  },
  {
    up: migration_20261122_093914_blog_posts.up,
    down: migration_20261122_093914_blog_posts.down,
    name: '20261122_093914_blog_posts'
  },
];
