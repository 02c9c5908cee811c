import { useCallback, useEffect, useState } from 'react';
import type {
  BillingCycle,
  HistoryRow,
  Subscription,
} from '../../../../shared/schemas/subscription';
import { getBillingCycle } from '../api/get-billing-cycle';
import { FETCH_SUBSCRIPTION_FAILED, getCurrentSubscription } from '../api/get-current-subscription';
import { getSubscriptionHistory } from '../api/get-subscription-history';

export interface SubscriptionData {
  loading: boolean;
  error: string | null;
  subscription: Subscription | null;
  cycle: BillingCycle | null;
  history: HistoryRow[];
}

/** The plan, billing period and history together; `reload` after a purchase or cancel (SPEC §4). */
export function useSubscriptionData() {
  const [data, setData] = useState<SubscriptionData>({
    loading: true,
    error: null,
    subscription: null,
    cycle: null,
    history: [],
  });
  const reload = useCallback(async () => {
    const [current, cycle, history] = await Promise.all([
      getCurrentSubscription().catch(() => null),
      getBillingCycle(),
      getSubscriptionHistory(),
    ]);
    setData({
      loading: false,
      error: current ? null : FETCH_SUBSCRIPTION_FAILED,
      subscription: current?.subscription ?? null,
      cycle,
      history,
    });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...data, reload };
}
