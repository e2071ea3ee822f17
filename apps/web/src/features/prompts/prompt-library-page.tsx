import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/empty-panel';
import { IconSparkles } from '../../components/icons';
import { Page } from '../../components/page-layout';

export default function PromptLibraryPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tasks:prompts.pageTitle')} subtitle={t('tasks:prompts.intro')}>
      <EmptyPanel
        icon={<IconSparkles size={28} />}
        title={t('tasks:prompts.emptyTitle')}
        description={t('tasks:prompts.emptyText')}
      />
    </Page>
  );
}
