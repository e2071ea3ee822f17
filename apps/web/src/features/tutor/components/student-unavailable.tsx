import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorPanel } from '../../../components/error-panel';
import { IconCompass, IconLock } from '../../../components/icons';
import { Page } from '../../../components/page-layout';
import { ApiError } from '../../../lib/http';
import { BackToStudentsButton } from './back-to-students-button';

/**
 * The page in place of a student who cannot be shown: there is no such student (404), the student
 * is not linked to this tutor (403), or the request failed for another reason (with a retry).
 */
export function StudentUnavailable({
  error,
  pageTitle,
  back,
  onRetry,
  retrying,
}: {
  error: unknown;
  /** The page's own title and way back, kept when the failure says nothing about the student. */
  pageTitle: string;
  back: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 403) {
    const notFound = status === 404;
    return (
      <Page title={t(notFound ? 'home:tutorStudent.notFoundTitle' : 'home:tutorStudent.notLinkedTitle')}>
        <EmptyPanel
          icon={notFound ? <IconCompass size={28} /> : <IconLock size={28} />}
          description={t(notFound ? 'home:tutorStudent.notFoundText' : 'home:tutorStudent.notLinkedText')}
          actions={<BackToStudentsButton />}
        />
      </Page>
    );
  }
  return (
    <Page title={pageTitle} actions={back}>
      <ErrorPanel
        title={t('home:tutorStudent.loadError')}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
    </Page>
  );
}
