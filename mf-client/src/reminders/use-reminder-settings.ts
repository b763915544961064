import { useMutation, useQuery, queryClient } from '@app/kit/query';
import { apiRequest } from '@app/kit/api';
import { toast } from '@app/kit/ui';
import { API_PATHS, type ReminderSettings } from '@app/api/contract';
import { TOASTS } from '../messages';

const key = [API_PATHS.reminderSettings];

/** The student's reminder choices: e-mail on or off, and the devices where push is on. */
export function useReminderSettings() {
  return useQuery<ReminderSettings>({ queryKey: key });
}

/** Shows the choices as the server returned them after a change. */
export function showReminderSettings(settings: ReminderSettings): void {
  queryClient.setQueryData(key, settings);
}

/** Reads the choices again (after this device's push was turned on or off). */
export function refreshReminderSettings(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: key });
}

/** Turns e-mail reminders on or off, with a toast either way. */
export function useSaveEmailReminders() {
  return useMutation({
    mutationFn: async (email: boolean) => {
      const response = await apiRequest('PUT', API_PATHS.reminderSettings, { email });
      return (await response.json()) as ReminderSettings;
    },
    onSuccess: (settings) => {
      showReminderSettings(settings);
      toast(TOASTS.remindersUpdated(settings.email));
    },
    onError: () => toast(TOASTS.remindersFailed),
  });
}
