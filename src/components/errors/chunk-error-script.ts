/**
 * Inline script registered before any bundle runs: a script error that mentions a chunk (a deploy
 * replaced the files an open tab still asks for) sends the visitor to /500 instead of a broken page.
 */
export const CHUNK_ERROR_SCRIPT = `(function(){
  function isChunk(v){return /chunk/i.test(String(v||''))}
  function go(){if(location.pathname!=='/500'){location.assign('/500')}}
  window.addEventListener('error',function(e){if(isChunk(e.message)||(e.error&&(isChunk(e.error.name)||isChunk(e.error.message))))go()});
  window.addEventListener('unhandledrejection',function(e){var r=e.reason;if(r&&(isChunk(r.name)||isChunk(r.message)))go()});
})();`
