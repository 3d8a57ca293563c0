import type { SessionUser } from '../auth/session.repository';

/**
 * Who may subscribe to which channel. Features register a channel family by prefix
 * (`channel-chat-covoiturage.` → only the driver and confirmed passengers of that trip).
 * A channel no family claims is refused.
 */
export type ChannelAuthorizer = (
  user: SessionUser | null,
  id: string,
) => Promise<boolean> | boolean;

export class ChannelAccess {
  private readonly families = new Map<string, ChannelAuthorizer>();

  register(prefix: string, authorize: ChannelAuthorizer): void {
    this.families.set(prefix, authorize);
  }

  async canSubscribe(user: SessionUser | null, channel: string): Promise<boolean> {
    for (const [prefix, authorize] of this.families) {
      if (channel.startsWith(prefix)) {
        const id = channel.slice(prefix.length);
        return id.length > 0 && (await authorize(user, id));
      }
    }
    return false;
  }
}
