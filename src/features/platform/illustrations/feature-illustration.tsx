// Maps a feature's `image` key to its code-built illustration.
import type { PlatformIllustration } from '@/content/platform';
import {
  AiResponsesMock,
  AnalyticsMock,
  CollaborationMock,
  MeetingSchedulerMock,
  TasksMock,
  UnifiedInboxMock,
} from './book-mocks';
import {
  AudienceDiscoveryMock,
  ContactDatabaseMock,
  EmailFinderMock,
  EnrichmentMock,
  ValidationMock,
} from './find-mocks';
import {
  AiPersonalizationMock,
  DeliverabilityMock,
  DynamicVariablesMock,
  LinkedinAutomationMock,
  SequencesMock,
} from './reach-mocks';

const illustrations: Record<PlatformIllustration, () => React.JSX.Element> = {
  'contact-database': ContactDatabaseMock,
  'audience-discovery': AudienceDiscoveryMock,
  'email-finder': EmailFinderMock,
  enrichment: EnrichmentMock,
  validation: ValidationMock,
  deliverability: DeliverabilityMock,
  sequences: SequencesMock,
  'ai-personalization': AiPersonalizationMock,
  'dynamic-variables': DynamicVariablesMock,
  'linkedin-automation': LinkedinAutomationMock,
  'unified-inbox': UnifiedInboxMock,
  'meeting-scheduler': MeetingSchedulerMock,
  'ai-responses': AiResponsesMock,
  tasks: TasksMock,
  collaboration: CollaborationMock,
  analytics: AnalyticsMock,
};

export function FeatureIllustration({ name }: { name: PlatformIllustration }) {
  const Illustration = illustrations[name];
  return <Illustration />;
}
