/** Where the console downloads a conversation's transcript (browser-safe: no server imports). */
export const TRANSCRIPT_FORMATS = ['json', 'text'] as const
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number]

export const transcriptPath = (conversationId: number, format: TranscriptFormat) =>
  `/api/chat-conversations/${conversationId}/transcript?format=${format}`
