/** The platform's update check: a newer version and what to say about it. */
export interface UpdateMessage {
  message?: string;
  updateAvailable?: boolean;
}
