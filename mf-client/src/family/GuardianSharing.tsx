import { useId, useState } from 'react';
import {
  GUARDIAN_RELATIONSHIP_LABELS,
  SHARING_SECTIONS,
  SHARING_SECTION_TEXT,
  type Sharing,
  type SharingSection,
} from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { Card } from '@app/kit/panels';
import { Button, Checkbox, toast } from '@app/kit/ui';
import { LoadFailed, Loading } from '../layout/QueryState';
import { TOASTS } from '../messages';
import { useSaveSharing, useSharingPreview } from './family-queries';
import { SharedStudent } from './SharedStudent';

type SharedGuardian = Sharing['guardians'][number];

/** Exactly what the guardian sees now, as the Family page draws it. */
function Preview({ guardian }: { guardian: SharedGuardian }) {
  const preview = useSharingPreview(guardian.id);
  if (preview.isPending) return <Loading label={`Loading what ${guardian.name} sees...`} />;
  if (preview.isError) return <LoadFailed message="The preview could not be loaded." onRetry={() => void preview.refetch()} />;
  return <SharedStudent student={preview.data} level={3} />;
}

/** One guardian: a checkbox per section with what it shows, Save, and the preview of what they see. */
export function GuardianSharing({ guardian }: { guardian: SharedGuardian }) {
  const [chosen, setChosen] = useState<SharingSection[]>(guardian.sections);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveSharing();
  const id = useId();
  const headingId = `${id}-heading`;
  const previewId = `${id}-preview`;
  const changed = chosen.length !== guardian.sections.length || chosen.some((section) => !guardian.sections.includes(section));

  const toggle = (section: SharingSection) =>
    setChosen((current) => (current.includes(section) ? current.filter((entry) => entry !== section) : [...current, section]));

  const onSave = async () => {
    try {
      await save.mutateAsync({ guardianId: guardian.id, sections: SHARING_SECTIONS.filter((section) => chosen.includes(section)) });
      toast(TOASTS.sharingSaved(guardian.name));
    } catch (error) {
      toast({ ...TOASTS.sharingFailed, description: serverMessage(error, TOASTS.sharingFailed.description) });
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" aria-labelledby={headingId} role="region" data-guardian={guardian.id}>
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {guardian.name}
        </h2>
        <p className="text-sm text-muted-foreground">{GUARDIAN_RELATIONSHIP_LABELS[guardian.relationship]}</p>
        {guardian.paused && (
          <p className="mt-1 text-sm font-medium">Paused: {guardian.name} sees nothing until you save again.</p>
        )}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">What {guardian.name} may see</legend>
        {SHARING_SECTIONS.map((section) => {
          const { label, shows } = SHARING_SECTION_TEXT[section];
          const boxId = `${id}-${section}`;
          return (
            // The whole row is the touch target; the checkbox is named by the section alone, described by what it shows.
            <label key={section} htmlFor={boxId} className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
              <Checkbox
                id={boxId}
                className="mt-0.5"
                checked={chosen.includes(section)}
                aria-labelledby={`${boxId}-label`}
                aria-describedby={`${boxId}-shows`}
                onChange={() => toggle(section)}
              />
              <span className="flex flex-col">
                <span id={`${boxId}-label`} className="text-sm font-medium">
                  {label}
                </span>
                <span id={`${boxId}-shows`} className="text-sm text-muted-foreground">
                  {shows}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* A pause at 18 ends when the student, now an adult, saves a choice again, even the same one. */}
        <Button disabled={save.isPending || (!changed && !guardian.paused)} onClick={() => void onSave()}>
          {save.isPending ? 'Saving...' : `Save what ${guardian.name} sees`}
        </Button>
        <Button variant="outline" aria-expanded={previewing} aria-controls={previewId} onClick={() => setPreviewing((open) => !open)}>
          {previewing ? 'Hide the preview' : `Preview what ${guardian.name} sees`}
        </Button>
      </div>
      {changed && <p className="text-sm text-muted-foreground">Not saved yet: {guardian.name} still sees what you saved last.</p>}
      <div id={previewId} hidden={!previewing} className="rounded-md border-2 border-dashed border-border p-3 sm:p-4">
        {previewing && (
          <>
            <p className="mb-3 text-sm font-medium">What {guardian.name} sees now, exactly as shown to them:</p>
            <Preview guardian={guardian} />
          </>
        )}
      </div>
    </Card>
  );
}
