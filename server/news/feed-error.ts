/**
 * Why one feed could not be read, in words the firm's administrator can act on
 * (it is stored in the feed status and logged with the feed's name).
 */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}
