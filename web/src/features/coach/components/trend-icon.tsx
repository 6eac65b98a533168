import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { trendClass } from '../badges.ts';

export function TrendIcon({ trend }: { trend: string }) {
  const Icon = trend === 'improving' ? TrendingUp : trend === 'declining' ? TrendingDown : Minus;
  const label = trend === 'improving' ? 'Improving' : trend === 'declining' ? 'Declining' : 'Stable';
  return <Icon size={16} className={trendClass(trend)} aria-label={label} role="img" />;
}
