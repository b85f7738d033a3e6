/** Port: the user accounts. */
export interface AccountRepository {
  /**
   * Removes a user and everything personal attached to it (sessions go with it). Returns false when
   * there was no such user.
   */
  deleteAccount(userId: string): Promise<boolean>;
}
