/** The pending e-mail change (spec §3 "Email change status"), shared by the banner and its actions. */
import { create } from 'zustand';
import { call, rpc } from '../../lib/api.js';

interface ChangeState {
  newEmail: string | null;
  /** Hidden at once on dismiss, before the server answers (spec §4). */
  hidden: boolean;
  refresh(): Promise<void>;
  hide(hidden: boolean): void;
}

export const useEmailChange = create<ChangeState>()((set) => ({
  newEmail: null,
  hidden: false,
  async refresh() {
    try {
      const status = await call(rpc.auth.email.change.status.$get());
      set({ newEmail: status.is_pending ? status.new_email : null, hidden: false });
    } catch (error) {
      console.error('email change status', error);
    }
  },
  hide(hidden) {
    set({ hidden });
  },
}));
