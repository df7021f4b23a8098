import { Card } from '@rha/design-system';
import { Illustration } from '../../assets/Illustration';
import { localTechSupportImage } from '../../assets/illustrations';

/** The auth pages' side panel: what the marketplace does, with its picture. */
export function AuthSidePanel() {
  return (
    <Card
      variant="muted"
      padding="lg"
      title="Local Tech Support in Alaska"
      description="We connect skilled local technicians with the companies and communities that need on-site support and maintenance, guided live by your own experts."
    >
      <Illustration image={localTechSupportImage} />
    </Card>
  );
}
