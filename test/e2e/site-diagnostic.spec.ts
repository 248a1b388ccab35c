/**
 * The AI sales diagnostic at /free-tools (public-site.md sections 4 and 5), end to end by keyboard
 * and mouse: progress, Previous, every gating toast, the 3-pick limit, and the results computed by
 * the shared rules (whose every branch is unit-tested in test/unit/shared), and the completion
 * recorded once with the server, its attribution included.
 */
import { expect, test, type Page } from '@playwright/test';
import { diagnosticQuestions } from '../../shared/content/diagnostic-questions';
import { focusPointTexts, recommend } from '../../shared/rules/diagnostic';
import type { DiagnosticAnswers } from '../../shared/schemas/diagnostic';
import { siteConfig } from './public-pages';
import { diagnosticCopy } from '../../web/app/content/diagnostic';
import { freeToolsCopy } from '../../web/app/content/free-tools';
import { hydrated, toasts } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

const wizard = (page: Page) => page.getByRole('tabpanel');
const next = (page: Page) => wizard(page).getByRole('button', { name: diagnosticCopy.next });
const question = (step: number) => diagnosticQuestions[step - 1]!;
const label = (step: number, value: string) =>
  question(step).options.find((option) => option.value === value)!.label;

async function expectStep(page: Page, step: number) {
  await expect(wizard(page).getByText(diagnosticCopy.questionOf(step, 7))).toBeVisible();
  await expect(
    wizard(page).getByText(diagnosticCopy.progress(Math.round((step / 7) * 100))),
  ).toBeVisible();
  await expect(wizard(page).getByRole('heading', { name: question(step).title })).toBeVisible();
  await expect(wizard(page).getByRole('progressbar')).toBeVisible();
}

async function expectGate(page: Page, step: number) {
  await next(page).click();
  await expect(toasts(page)).toContainText(question(step).gatingMessage);
  await expectStep(page, step);
}

test('the wizard gates every step, limits picks to 3 and ends on the computed results', async ({
  page,
}) => {
  await page.goto('/free-tools');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: freeToolsCopy.tabs[0]!.label })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Step 1: a radio group, answered with the keyboard.
  await expectStep(page, 1);
  await expect(wizard(page).getByRole('button', { name: diagnosticCopy.previous })).toHaveCount(0);
  await expectGate(page, 1);
  // Tab into the group, arrow keys move through the choices, Space picks the focused one. (The
  // arrows pick too, but only while the key is still down when focus lands, which a loaded
  // machine can miss: Radix moves focus in a timeout.)
  await wizard(page).focus();
  await page.keyboard.press('Tab');
  const radios = wizard(page).getByRole('radio');
  const choice = wizard(page).getByRole('radio', { name: label(1, '1_to_2y') });
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowDown', { delay: 50 });
  await expect(radios.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown', { delay: 50 });
  await expect(choice).toBeFocused();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await next(page).click();

  // Step 2, and Previous back to step 1 with the answer kept.
  await expectStep(page, 2);
  await expectGate(page, 2);
  await wizard(page).getByRole('button', { name: diagnosticCopy.previous }).click();
  await expectStep(page, 1);
  await expect(wizard(page).getByRole('radio', { name: label(1, '1_to_2y') })).toBeChecked();
  await next(page).click();
  await wizard(page)
    .getByRole('radio', { name: label(2, 'moderate_increase') })
    .click();
  await next(page).click();

  // Step 3: checkboxes, at least one.
  await expectStep(page, 3);
  await expectGate(page, 3);
  await wizard(page)
    .getByRole('checkbox', { name: label(3, 'personalization') })
    .focus();
  await page.keyboard.press('Space');
  await wizard(page)
    .getByRole('checkbox', { name: label(3, 'forecasting') })
    .click();
  await next(page).click();

  // Step 4: blockers, at most 3.
  await expectStep(page, 4);
  await expectGate(page, 4);
  const blockers = ['fragmentation', 'adoption', 'roi'];
  for (const value of blockers) {
    await wizard(page)
      .getByRole('checkbox', { name: label(4, value) })
      .click();
  }
  await expect(wizard(page).getByRole('status')).toHaveText(diagnosticCopy.selectUpTo(3));
  for (const option of question(4).options) {
    const box = wizard(page).getByRole('checkbox', { name: option.label });
    if (blockers.includes(option.value)) await expect(box).toBeEnabled();
    else await expect(box).toBeDisabled();
  }
  await wizard(page)
    .getByRole('checkbox', { name: label(4, 'roi') })
    .click();
  await expect(wizard(page).getByRole('checkbox', { name: label(4, 'technical') })).toBeEnabled();
  await expect(wizard(page).getByRole('status')).toHaveText('');
  await wizard(page)
    .getByRole('checkbox', { name: label(4, 'roi') })
    .click();
  await next(page).click();

  // Step 5: outcomes, at most 3.
  await expectStep(page, 5);
  await expectGate(page, 5);
  const outcomes = ['faster_ramp', 'accurate_forecasting', 'automate_admin'];
  for (const value of outcomes) {
    await wizard(page)
      .getByRole('checkbox', { name: label(5, value) })
      .click();
  }
  await expect(wizard(page).getByRole('status')).toHaveText(diagnosticCopy.selectUpTo(3));
  await expect(
    wizard(page).getByRole('checkbox', { name: label(5, 'meeting_quality') }),
  ).toBeDisabled();
  await next(page).click();

  // Step 6.
  await expectStep(page, 6);
  await expectGate(page, 6);
  await wizard(page)
    .getByRole('radio', { name: label(6, '3_to_5') })
    .click();
  await next(page).click();

  // Step 7: the button reads Submit.
  await expectStep(page, 7);
  const submit = wizard(page).getByRole('button', { name: diagnosticCopy.submit });
  await submit.click();
  await expect(toasts(page)).toContainText(question(7).gatingMessage);
  await wizard(page)
    .getByRole('radio', { name: label(7, 'ai_sdr') })
    .click();
  const recorded: { body: unknown; status: Promise<number> }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/diagnostic') return;
    const status = request.response().then((response) => response?.status() ?? 0);
    recorded.push({ body: request.postDataJSON() as unknown, status });
  });
  await submit.click();

  const answers: DiagnosticAnswers = {
    timeframe: '1_to_2y',
    investment: 'moderate_increase',
    aiUseAreas: ['personalization', 'forecasting'],
    blockers: ['fragmentation', 'adoption', 'roi'],
    outcomes: ['faster_ramp', 'accurate_forecasting', 'automate_admin'],
    numTools: '3_to_5',
    initiative: 'ai_sdr',
  };
  const expected = recommend(answers);
  const results = page.getByTestId('diagnostic-results');
  await expect(
    results.getByRole('heading', { name: diagnosticCopy.results.heading }),
  ).toBeFocused();
  await expect(page.getByText(diagnosticCopy.questionOf(7, 7))).toHaveCount(0);
  for (const advice of [
    expected.leadGeneration,
    expected.outboundMessaging,
    expected.pipelineManagement,
    expected.salesCoaching,
    expected.automation,
  ]) {
    await expect(results.getByText(advice)).toBeVisible();
  }
  const points = results.getByRole('listitem');
  await expect(points).toHaveCount(3);
  const texts = focusPointTexts(expected);
  for (let i = 0; i < 3; i += 1) {
    await expect(points.nth(i)).toContainText(String(i + 1));
    await expect(points.nth(i)).toContainText(texts[i]!);
  }
  const cta = results.getByRole('link', { name: new RegExp(freeToolsCopy.resultsCta) });
  await expect(cta).toHaveAttribute('href', siteConfig.schedulingUrl);
  await expect(cta).toHaveAttribute('target', '_blank');
  await expect(cta).toHaveAttribute('rel', /noopener/);
  await expect(results.getByRole('button', { name: diagnosticCopy.previous })).toHaveCount(0);

  // The completion was stored once, with the answers and the page it was made on.
  await expect.poll(() => recorded.length).toBe(1);
  expect(recorded[0]!.body).toEqual({
    answers,
    attribution: expect.objectContaining({ sourcePath: '/free-tools' }),
  });
  expect(await recorded[0]!.status).toBe(201);
  await page.waitForTimeout(500);
  expect(recorded).toHaveLength(1);
});
