import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The smallest tap area a finger hits reliably, in CSS px. */
export const MIN_TARGET = 44;
/** The least room between a destructive control and any other control, in CSS px. */
export const MIN_DESTRUCTIVE_GAP = 8;
/** Cumulative layout shift a page may show while it loads (Core Web Vitals' "good"). */
export const LAYOUT_SHIFT_BUDGET = 0.1;

export interface ControlSize {
  role: string;
  name: string;
  width: number;
  height: number;
}

export interface PhoneReport {
  /** Visible controls whose tap area is under 44 × 44. */
  smallTargets: ControlSize[];
  /** Destructive controls (Delete, Remove, Sign out, Discard) closer than 8 px to another control. */
  crowdedDestructive: { name: string; neighbour: string; gap: number }[];
  /** Controls at the end of the page that another element sits on top of. */
  covered: { role: string; name: string; coveredBy: string }[];
  /** Text cut short by its box (overflow hidden or an ellipsis). */
  clippedText: { text: string; shown: number; needed: number }[];
}

/**
 * Walks the page as it stands and reports what a thumb cannot use: small tap areas, destructive
 * controls too close to others, controls under another element once scrolled to the very end,
 * and clipped text. Meant for a phone-sized viewport. It scrolls to the bottom first unless told
 * not to (an open menu closes on scroll, or moves with the page).
 */
export async function phoneReport(page: Page, { scrollToEnd = true } = {}): Promise<PhoneReport> {
  if (scrollToEnd) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Let lazy sections that scrolling revealed lay themselves out.
    await page.waitForTimeout(300);
  }
  return page.evaluate(
    ({ minTarget, minGap }) => {
      const controlSelector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="switch"]',
        '[role="link"]',
      ].join(',');

      const isShown = (element: Element) => {
        const rect = element.getBoundingClientRect();
        // Visually hidden (screen-reader-only) elements are 1 px boxes.
        if (rect.width <= 1 || rect.height <= 1) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && Number(style.opacity) > 0;
      };

      /** A link inside a sentence is sized by its text; the target rules cover the rest. */
      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const parent = element.parentElement;
        if (!parent) return false;
        return [...parent.childNodes].some(
          (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
      };

      const roleOf = (element: Element) => {
        const explicit = element.getAttribute('role');
        if (explicit) return explicit;
        if (element.tagName === 'A') return 'link';
        if (element.tagName === 'INPUT') {
          const type = (element as HTMLInputElement).type;
          return type === 'checkbox' || type === 'radio' || type === 'range' ? type : 'textbox';
        }
        if (element.tagName === 'SELECT') return 'combobox';
        if (element.tagName === 'TEXTAREA') return 'textbox';
        return element.tagName.toLowerCase();
      };

      const labelOf = (element: Element): HTMLLabelElement | null => {
        const labelled =
          element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement;
        return labelled ? (element.labels?.[0] ?? null) : null;
      };

      const nameOf = (element: Element) => {
        const label =
          element.getAttribute('aria-label') ??
          labelOf(element)?.textContent ??
          element.textContent ??
          element.getAttribute('title') ??
          '';
        return label.replace(/\s+/g, ' ').trim().slice(0, 60);
      };

      const union = (a: DOMRect, b: DOMRect) => {
        const left = Math.min(a.left, b.left);
        const top = Math.min(a.top, b.top);
        return new DOMRect(left, top, Math.max(a.right, b.right) - left, Math.max(a.bottom, b.bottom) - top);
      };

      /** The box of an absolutely placed ::before or ::after with all four insets set (a stretched tap area). */
      const pseudoBox = (element: Element, which: '::before' | '::after') => {
        const style = getComputedStyle(element, which);
        if (style.content === 'none' || style.position !== 'absolute') return null;
        const insets = [style.top, style.right, style.bottom, style.left].map((value) =>
          value.endsWith('px') ? Number.parseFloat(value) : Number.NaN,
        );
        if (insets.some(Number.isNaN)) return null;
        let container: Element | null = element;
        while (container && getComputedStyle(container).position === 'static')
          container = container.parentElement;
        if (!container) return null;
        const box = container.getBoundingClientRect();
        const [top = 0, right = 0, bottom = 0, left = 0] = insets;
        return new DOMRect(
          box.left + left,
          box.top + top,
          box.width - left - right,
          box.height - top - bottom,
        );
      };

      /** The control's own box joined with what a tap on it also reaches: its label, a stretched pseudo-element. */
      const tapArea = (element: Element) => {
        let area = element.getBoundingClientRect();
        const label = labelOf(element);
        if (label && isShown(label)) area = union(area, label.getBoundingClientRect());
        for (const which of ['::before', '::after'] as const) {
          const stretched = pseudoBox(element, which);
          if (stretched) area = union(area, stretched);
        }
        return area;
      };

      const controls = [...document.querySelectorAll(controlSelector)].filter(
        (element) =>
          isShown(element) &&
          !inRunningText(element) &&
          !(element as HTMLElement).closest('[aria-hidden="true"], [inert]') &&
          !(element as HTMLElement).closest('.modal-backdrop'),
      );
      // Inside an open modal only the modal's controls can be reached.
      const openModal = [...document.querySelectorAll('dialog[open]')].at(-1);
      const reachable = openModal ? controls.filter((element) => openModal.contains(element)) : controls;

      const round = (value: number) => Math.round(value * 10) / 10;
      // Sub-pixel layout can give 43.99 for a 44 px box.
      const smallTargets = reachable.flatMap((element) => {
        const area = tapArea(element);
        if (area.width >= minTarget - 0.5 && area.height >= minTarget - 0.5) return [];
        return [
          {
            role: roleOf(element),
            name: nameOf(element),
            width: round(area.width),
            height: round(area.height),
          },
        ];
      });

      const gapBetween = (a: DOMRect, b: DOMRect) => {
        const horizontal = Math.max(0, b.left - a.right, a.left - b.right);
        const vertical = Math.max(0, b.top - a.bottom, a.top - b.bottom);
        return Math.max(horizontal, vertical);
      };
      /** On screen but beneath something else (an open menu, say): no finger reaches it there. */
      const isUnder = (element: Element) => {
        const rect = element.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
        const top = document.elementFromPoint(x, y);
        return Boolean(
          top && !element.contains(top) && !top.contains(element) && !labelOf(element)?.contains(top),
        );
      };
      const destructive = /\b(delete|remove|sign out|discard)\b/i;
      const crowdedDestructive = reachable.flatMap((element) => {
        if (!destructive.test(nameOf(element))) return [];
        const area = tapArea(element);
        return reachable.flatMap((other) => {
          if (other === element || other.contains(element) || element.contains(other)) return [];
          if (isUnder(other)) return [];
          const gap = gapBetween(area, tapArea(other));
          return gap < minGap ? [{ name: nameOf(element), neighbour: nameOf(other), gap: round(gap) }] : [];
        });
      });

      const describeCover = (element: Element) => {
        const control = element.closest(controlSelector);
        if (control) return `${roleOf(control)} "${nameOf(control)}"`;
        const label = element.getAttribute('aria-label');
        return `${element.tagName.toLowerCase()}${label ? ` "${label}"` : ''}${element.className ? `.${String(element.className).split(/\s+/).slice(0, 3).join('.')}` : ''}`;
      };
      // At the end of the page nothing below can be scrolled up any further: what covers a control
      // in the lower half of the screen now covers it for good.
      const covered = reachable.flatMap((element) => {
        const rect = element.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (y < window.innerHeight / 2 || y > window.innerHeight || x < 0 || x > window.innerWidth) return [];
        const top = document.elementFromPoint(x, y);
        if (!top || element.contains(top) || top.contains(element)) return [];
        const label = labelOf(element);
        if (label?.contains(top)) return [];
        return [{ role: roleOf(element), name: nameOf(element), coveredBy: describeCover(top) }];
      });

      const clippedText = [...document.querySelectorAll('body *')].flatMap((element) => {
        if (!(element instanceof HTMLElement) || !isShown(element)) return [];
        if (openModal && !openModal.contains(element)) return [];
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!ownText) return [];
        const style = getComputedStyle(element);
        const cuts = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
        if (!cuts || element.scrollWidth <= element.clientWidth + 1) return [];
        return [
          {
            text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
            shown: element.clientWidth,
            needed: element.scrollWidth,
          },
        ];
      });

      return { smallTargets, crowdedDestructive, covered, clippedText };
    },
    { minTarget: MIN_TARGET, minGap: MIN_DESTRUCTIVE_GAP },
  );
}

/**
 * The page's cumulative layout shift so far, once the network is quiet. Shifts right after a tap
 * or key are excepted (they answer the member), unless `noInput` says the test made none since the
 * page opened: Chromium also flags the shifts of a page's first half second after `page.goto` as
 * following input, which would hide a load's shifts whenever its data arrives quickly.
 */
export async function layoutShiftOf(page: Page, { noInput = false } = {}): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    (countEvery) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (countEvery || !entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => resolve(total), 500);
      }),
    noInput,
  );
}

/**
 * Asserts that the page passes every phone check (console errors fail every test already, see
 * fixtures.ts); a failure lists what failed. Layout shift is a page load's measure: it is checked
 * on a page as loaded (scrolled to its end), not on a dialog opened after moving between screens,
 * whose count would hold every screen the test went through.
 */
export async function expectPhoneFriendly(page: Page, where: string, options?: { scrollToEnd?: boolean }) {
  const pageLoad = options?.scrollToEnd !== false;
  const shift = pageLoad ? await layoutShiftOf(page) : 0;
  const report = await phoneReport(page, options);
  expect(report, `phone checks on ${where}`).toEqual({
    smallTargets: [],
    crowdedDestructive: [],
    covered: [],
    clippedText: [],
  });
  expect(shift, `layout shift on ${where}`).toBeLessThan(LAYOUT_SHIFT_BUDGET);
}
