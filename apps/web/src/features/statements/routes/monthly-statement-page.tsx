import { useTranslation } from 'react-i18next';
import { StatementsList } from '../components/statements-list.tsx';
import '../statements.css';

/** Monthly statements (spec page monthlyStatement, issue 17): the list, a statement's details, exports. */
export default function MonthlyStatementPage() {
  const { t } = useTranslation('statements');
  return <StatementsList tabKey="monthlyStatement" title={t('title')} />;
}
