import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  count: number;
  onClear: () => void;
  /** Present when the user may delete: 'delete selected'. */
  onDelete?: () => void;
}

/** The selection counter with 'clear' (spec 2), and what can be done with the selected rows. */
export function SelectionBar({ count, onClear, onDelete }: SelectionBarProps) {
  const { t } = useTranslation('listKit');
  return (
    // Always there while rows can be selected, so the counter is announced as it changes.
    <div className={count > 0 ? 'list-kit-selection' : 'list-kit-selection list-kit-selection--empty'}>
      <span role="status">{count > 0 ? t('selection.count', { count }) : ''}</span>
      {count > 0 && (
        <>
          <Button size="small" onClick={onClear}>
            {t('selection.clear')}
          </Button>
          {onDelete && (
            <Button danger size="small" icon={<DeleteOutlined />} onClick={onDelete}>
              {t('actions.deleteSelected')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
