import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { logout } from './auth-api';

/** Logout: tell the server, then end the session whatever it answered (the app then clears the cache). */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // An unreachable server must not keep a person signed in on this device.
      }
    },
    onSettled: () => useAuthStore.getState().endSession(),
  });
}
