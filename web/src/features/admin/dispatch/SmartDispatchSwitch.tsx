import { Switch, useToast } from '@rha/design-system';
import { useRefreshDispatchQueue, useSetSmartDispatch } from '../../../api/dispatch';
import type { DispatchQueueEntry } from '../../../api/bffTypes';
import { failureMessage } from '../../../api/requestError';
import { failureNotice } from '../notices';

/** Turns smart dispatch's own waves on or off for one request; it takes effect at once. */
export function SmartDispatchSwitch({ entry }: { entry: DispatchQueueEntry }) {
  const setting = useSetSmartDispatch(entry.id);
  const refreshQueue = useRefreshDispatchQueue();
  const { toast } = useToast();

  const change = async (smartDispatch: boolean) => {
    try {
      await setting.mutateAsync({ smartDispatch });
    } catch (error) {
      toast(failureNotice(failureMessage(error) ?? 'Smart dispatch could not be changed.'));
      void refreshQueue();
    }
  };

  return (
    <Switch
      label="Smart dispatch"
      hint="Offers the request on its own, widening from the community to the reach list and the region, then flags it."
      checked={
        setting.isPending
          ? (setting.variables?.smartDispatch ?? entry.smartDispatch)
          : entry.smartDispatch
      }
      disabled={setting.isPending}
      onCheckedChange={(checked) => void change(checked)}
    />
  );
}
