import { AVAILABILITY_LABELS } from '@rha/contracts/questionnaire';
import { AVAILABILITY_SLOTS } from '@rha/contracts/reference';
import { Badge, Stack } from '@rha/design-system';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import type { AdminTechnicianDetails, AdminTechnicianMetadata } from '../../../api/bffTypes';
import { PhoneLink } from '../ContactLinks';
import { DetailSection, EntryList, Fact, Facts } from '../DetailSection';
import {
  NO_INFORMATION,
  NO_INTERVIEW_NOTES,
  NO_REFERENCES,
  NO_VILLAGES,
  NONE_LISTED,
  TRIBE_NOT_SPECIFIED,
} from '../notices';
import { FIELD_LABELS } from './fieldLabels';
import { factText } from './RecordedFacts';

/** Free text keeps the technician's and the admins' line breaks. */
const Prose = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Items({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <>{NONE_LISTED}</>;
  return (
    <Stack as="ul" direction="row" gap={2} wrap>
      {items.map((item) => (
        <li key={item}>
          <Badge>{item}</Badge>
        </li>
      ))}
    </Stack>
  );
}

type ListField = {
  [Field in keyof AdminTechnicianMetadata]: AdminTechnicianMetadata[Field] extends string[]
    ? Field
    : never;
}[keyof AdminTechnicianMetadata];

const SKILL_ROWS: readonly ListField[] = [
  'handyman',
  'it',
  'electrical',
  'fieldwork',
  'responseTime',
];

const TOOL_ROWS: readonly ListField[] = [
  'toolsHandTools',
  'toolsTech',
  'toolsTransport',
  'toolsOther',
];

function ItemFacts({
  metadata,
  rows,
}: {
  metadata: AdminTechnicianMetadata;
  rows: readonly ListField[];
}) {
  return (
    <Facts>
      {rows.map((field) => (
        <Fact key={field} label={FIELD_LABELS[field]}>
          <Items items={metadata[field]} />
        </Fact>
      ))}
    </Facts>
  );
}

function Text({ value, empty = NO_INFORMATION }: { value: string; empty?: string }) {
  return <>{value.trim() ? value : empty}</>;
}

export interface TechnicianReadViewProps {
  metadata: AdminTechnicianMetadata;
  /** What admins recorded, read beside the applicant's own answers. */
  facts: AdminTechnicianDetails['vetting']['facts'];
  /** The admin's ways of recording facts, under the background. */
  factActions?: ReactNode;
  /** The admin's way of adding an interview note, under the notes. */
  noteForm?: ReactNode;
}

/**
 * Everything the technician answered, what admins recorded, and the interview notes, as the admin
 * reads them. A consent is never read as the thing consented to.
 */
export function TechnicianReadView({
  metadata,
  facts,
  factActions,
  noteForm,
}: TechnicianReadViewProps) {
  return (
    <Stack gap={4}>
      <DetailSection title="Availability">
        <Facts>
          {AVAILABILITY_SLOTS.map((slot) => (
            <Fact key={slot} label={AVAILABILITY_LABELS[slot]}>
              {yesNo(Boolean(metadata.availability[slot]))}
            </Fact>
          ))}
        </Facts>
      </DetailSection>

      <DetailSection title="Skills">
        <ItemFacts metadata={metadata} rows={SKILL_ROWS} />
      </DetailSection>

      <DetailSection title="Tools and equipment">
        <ItemFacts metadata={metadata} rows={TOOL_ROWS} />
      </DetailSection>

      <DetailSection title="Training">
        <Items items={metadata.training} />
      </DetailSection>

      <DetailSection title="Certifications">
        <Items items={metadata.certifications} />
      </DetailSection>

      <DetailSection title="References">
        <EntryList entries={metadata.references} empty={NO_REFERENCES}>
          {(reference) => (
            <li key={reference.id}>
              <strong>{reference.name}</strong>
              {reference.relationship ? ` (${reference.relationship})` : ''}
              {' · '}
              <PhoneLink phone={reference.phoneNumber} />
            </li>
          )}
        </EntryList>
      </DetailSection>

      <DetailSection title="Why a good fit">
        <Prose>
          <Text value={metadata.goodFit} />
        </Prose>
      </DetailSection>

      <DetailSection title="Fish camp experience">
        <Facts>
          <Fact label={FIELD_LABELS.hasFishCamp}>{yesNo(metadata.hasFishCamp)}</Fact>
          {metadata.hasFishCamp && (
            <Fact label={FIELD_LABELS.fishCampResp}>
              <Text value={metadata.fishCampResp} />
            </Fact>
          )}
        </Facts>
      </DetailSection>

      <DetailSection title="Background">
        <Facts>
          <Fact label="Background check">
            {factText('backgroundCheckCompleted', facts.backgroundCheckCompleted)}
          </Fact>
          <Fact label={FIELD_LABELS.backgroundCheck}>{yesNo(metadata.backgroundCheck)}</Fact>
          <Fact label={FIELD_LABELS.ageVerified}>{yesNo(metadata.ageVerified)}</Fact>
          <Fact label={FIELD_LABELS.policyAccepted}>{yesNo(metadata.policyAccepted)}</Fact>
          <Fact label="Discord">{factText('discordJoined', facts.discordJoined)}</Fact>
          <Fact label={FIELD_LABELS.discord}>{yesNo(metadata.discord)}</Fact>
          <Fact label={FIELD_LABELS.isTribalMember}>
            {metadata.isTribalMember ? (
              <>
                Yes, <Text value={metadata.tribe} empty={TRIBE_NOT_SPECIFIED} />
              </>
            ) : (
              'No'
            )}
          </Fact>
        </Facts>
        {factActions}
      </DetailSection>

      <DetailSection title="Travel">
        <Facts>
          <Fact label={FIELD_LABELS.hasTravel}>{yesNo(metadata.hasTravel)}</Fact>
          {metadata.hasTravel && (
            <Fact label={FIELD_LABELS.travelResponse}>
              <Text value={metadata.travelResponse} empty={NO_VILLAGES} />
            </Fact>
          )}
        </Facts>
      </DetailSection>

      <DetailSection title={FIELD_LABELS.interviewNotes}>
        <Prose>
          <Text value={metadata.interviewNotes} empty={NO_INTERVIEW_NOTES} />
        </Prose>
        {noteForm}
      </DetailSection>
    </Stack>
  );
}
