import { NETWORK_LEVELS, type NetworkLevel, type NetworkNode, networkLabel } from '@portal/shared/network';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { choiceOf, isChoosable, type NetworkChoice, nodesById, openedIds, pickerTree, withChildren } from './network-tree.ts';
import { childNetworks, firstNetworks, searchNetworks } from './picker-api.ts';
import { PickerListEnd, PickerNotFound } from './picker-states.tsx';
import { clearAfterAsking, isNearBottom, isSamePick } from './remote-search.ts';
import { useRemoteSearch } from './use-remote-search.ts';

export interface NetworkPickerProps {
  value?: NetworkChoice | null;
  onChange?: (value: NetworkChoice | null) => void;
  /** The levels a shipper may choose (the others only open to their children); every level by default. */
  levels?: readonly NetworkLevel[];
  /** Only a site that takes parcels in (a drop point) may be chosen. */
  dropOffOnly?: boolean;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  style?: CSSProperties;
  className?: string;
}

/**
 * The network picker (spec 7 "Organisation pickers", spec 3 "Network option"): the courier's sites as
 * a tree, shown as "name | code", that starts open at the user's own site (its networkId) and loads a
 * level when a node is opened; typing searches the whole network instead, a page of 10 at a time
 * once typing has paused 1000 ms, the next page when the list is scrolled to its end. Picking the
 * site already chosen only closes the list; clearing asks first and keeps the site on "no".
 */
export function NetworkPicker({ value, onChange, levels = NETWORK_LEVELS, dropOffOnly = false, placeholder, ...rest }: NetworkPickerProps) {
  const { t } = useTranslation('common');
  const { modal, message } = useFeedback();
  const user = useUserInfo();
  const rule = useMemo(() => ({ levels, dropOffOnly }), [levels, dropOffOnly]);
  const [opened, setOpened] = useState(false);
  const first = useQuery({
    queryKey: ['networkPicker', 'first', user.networkId],
    queryFn: () => firstNetworks(user.networkId),
    enabled: opened,
    staleTime: 5 * 60_000,
    retry: false,
  });
  // Children loaded since the first load, by the node they belong to.
  const [loadedChildren, setLoadedChildren] = useState<Map<number, NetworkNode[]>>(new Map());
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [text, setText] = useState('');
  const { state, search } = useRemoteSearch<NetworkNode>(
    (query, signal) => searchNetworks(query, levels, dropOffOnly, signal),
    (n) => n.id,
  );

  const roots = useMemo(() => {
    let tree = first.data ?? [];
    for (const [id, children] of loadedChildren) tree = withChildren(tree, id, children);
    return tree;
  }, [first.data, loadedChildren]);
  const startOpen = useMemo(() => openedIds(first.data ?? []), [first.data]);
  const loaded = useMemo(() => new Set([...startOpen, ...loadedChildren.keys()]), [startOpen, loadedChildren]);
  // Every site seen, so a choice is named whichever list it was picked from.
  const seen = useRef(new Map<number, NetworkNode>());
  nodesById(roots, seen.current);
  nodesById(state.records, seen.current);

  const searching = text.trim() !== '';
  const waiting = searching && (state.loading || state.word !== text.trim());
  const treeData = searching
    ? state.records.map((n) => ({
        key: n.id,
        value: n.id,
        title: networkLabel(n),
        isLeaf: true,
        disabled: n.disabled,
        selectable: isChoosable(n, rule),
      }))
    : pickerTree(roots, rule, loaded);

  const loadData = async (node: { key?: unknown }) => {
    const site = seen.current.get(Number(node.key));
    if (!site || loaded.has(site.id)) return;
    try {
      const children = await childNetworks(site);
      setLoadedChildren((current) => new Map(current).set(site.id, children));
    } catch (err) {
      void message.error(refusalText(err));
    }
  };

  const choose = async (picked: { value: number } | undefined) => {
    if (!picked) {
      // The clear button: asks first; "no" keeps the site that was there (spec 4).
      const ask = () =>
        new Promise<boolean>((resolve) =>
          modal.confirm({ title: t('pickers.clearSite'), onOk: () => resolve(true), onCancel: () => resolve(false) }),
        );
      const after = value ? await clearAfterAsking(value, ask) : null;
      if (after === null) onChange?.(null);
      return;
    }
    setText('');
    const node = seen.current.get(picked.value);
    if (!node || isSamePick(value?.id, node.id)) return;
    onChange?.(choiceOf(node));
  };

  return (
    <TreeSelect<{ value: number; label: string } | undefined>
      {...rest}
      labelInValue
      allowClear
      value={value ? { value: value.id, label: networkLabel(value) } : undefined}
      onChange={(v) => void choose(v)}
      placeholder={placeholder ?? t('pickers.site')}
      treeData={treeData}
      loadData={loadData}
      treeLoadedKeys={[...loaded]}
      treeExpandedKeys={searching ? undefined : (expanded ?? startOpen)}
      onTreeExpand={(keys) => setExpanded(keys.map(Number))}
      treeExpandAction="click"
      showSearch={{
        searchValue: text,
        onSearch: (typed) => {
          setText(typed);
          if (typed.trim()) search.type(typed);
        },
        filterTreeNode: false,
      }}
      onOpenChange={(open) => open && setOpened(true)}
      onPopupScroll={(e) => searching && isNearBottom(e.currentTarget as HTMLElement) && search.more()}
      loading={first.isFetching || waiting}
      notFoundContent={
        <PickerNotFound
          loading={(opened && first.isPending) || waiting}
          failed={first.isError && !searching ? refusalText(first.error) : null}
        />
      }
      popupRender={(list) => (
        <>
          {list}
          {searching && <PickerListEnd loading={state.loading && state.current > 0} more={search.hasMore} />}
        </>
      )}
      listHeight={256}
    />
  );
}
