import { errorMessage } from '../../src/api/errors';
// Registers how the credit-limit refusal's amounts read, as the orders screens do.
import '../../src/features/orders/overrides';
import { showIn } from './i18nTesting';

/** Issue 32: the cut-off's refusals read in the user's language, with the time and hours the server sent. */
describe('cut-off refusals in the user language', () => {
  const refusal = (data: Record<string, unknown>) => ({ status: 409, data });
  const cutoff = refusal({
    code: 'cut_off_passed',
    message: 'Orders for this day closed on Sun 29 Mar 2026, 18:00 (Asia/Beirut).',
    closed_at: '2026-03-29T15:00:00.000Z',
    closed_at_local: '29/03/2026 18:00',
    time_zone: 'Asia/Beirut',
  });
  afterEach(async () => {
    await showIn('en');
  });

  it("keeps the server's English words in English", () => {
    expect(errorMessage(cutoff)).toBe('Orders for this day closed on Sun 29 Mar 2026, 18:00 (Asia/Beirut).');
  });

  it('says when the orders closed, in French and Arabic', async () => {
    await showIn('fr');
    expect(errorMessage(cutoff)).toBe('Les commandes pour ce jour ont fermé le 29/03/2026 18:00 (Asia/Beirut).');
    await showIn('ar');
    expect(errorMessage(cutoff)).toBe('أُغلقت طلبات هذا اليوم في 29/03/2026 18:00 (Asia/Beirut).');
  });

  it('gives the hours of a closed outlet and the lead time', async () => {
    await showIn('fr');
    expect(
      errorMessage(refusal({ code: 'outlet_closed', message: 'x', hours: '08:00–16:00', time_zone: 'Asia/Beirut' })),
    ).toBe(
      'Le point de vente est fermé à ce moment-là (ouvert 08:00–16:00, Asia/Beirut)\u00a0: choisissez un autre jour ou une autre heure.',
    );
    expect(errorMessage(refusal({ code: 'lead_time_not_met', message: 'x', lead_time_minutes: 120 }))).toBe(
      'Ce point de vente demande les commandes au moins 120 minutes avant l’heure prévue.',
    );
  });

  it("writes the credit limit's amounts as the language writes money", async () => {
    const overLimit = refusal({ code: 'credit_limit_exceeded', message: 'x', balance: 5120.5, credit_limit: 5000 });
    await showIn('fr');
    expect(errorMessage(overLimit)).toBe(
      'Cette commande porterait l’organisation à 5\u202f120,50\u00a0$US, au-delà de son plafond de crédit de 5\u202f000,00\u00a0$US. Un administrateur peut dépasser le plafond pour cette commande, en donnant un motif.',
    );
    await showIn('ar');
    expect(errorMessage(overLimit)).toBe(
      'سيرفع هذا الطلب مستحقات الجهة إلى \u2066$5,120.50\u2069، متجاوزًا حد الائتمان البالغ \u2066$5,000.00\u2069. يمكن للمسؤول تجاوز الحد لهذا الطلب مع ذكر السبب.',
    );
  });
});
