import type { CountryValues } from '../../src/domain/reference/countries.ts';
import type { Db } from '../db/connect.ts';
import {
  seedReference as writeReference,
  type SeedArea,
  type SeedCountry,
  type SeedState,
} from '../modules/reference/reference-seed.service.ts';
import type { SeedOptions } from './seed-step.ts';

/**
 * Reference data of the seed. The countries of the GCC (the online store serves the UAE and KSA)
 * and the states of the UAE (its seven emirates) and KSA (its thirteen regions) are facts every
 * install needs, so they are written for SEED=none as well. Their business settings (exchange rates
 * against the dirham, return days, store domains) are starting values to review. The areas are a
 * handful of well-known districts per state: demo data only, since a partial list would mislead a
 * real install. State codes are the ISO 3166-2 subdivision codes.
 */

type CountryFacts = Omit<CountryValues, 'showInvoiceVat' | 'serviceAvail' | 'exchangeRateProduct' | 'vatCalcValue'>;

// The store's own countries show VAT on invoices and have the online store; vatCalcValue is 1 + VAT.
const country = (facts: CountryFacts, store: boolean): CountryValues => ({
  ...facts,
  exchangeRateProduct: facts.exchangeRate,
  vatCalcValue: 1 + facts.vatper / 100,
  showInvoiceVat: store,
  serviceAvail: store,
});

const areas = (...pairs: [string, string][]): SeedArea[] => pairs.map(([areaName, ar_areaName]) => ({ areaName, ar_areaName }));

const states = (list: [string, string, string, SeedArea[]][]): SeedState[] =>
  list.map(([stateName, ar_StateName, stateCode, stateAreas], i) => ({
    stateName,
    ar_StateName,
    stateCode,
    displayOrder: i + 1,
    status: 'a',
    areas: stateAreas,
  }));

export const REFERENCE_SEED: SeedCountry[] = [
  {
    country: country(
      {
        countryName: 'United Arab Emirates',
        ar_CountryName: 'الإمارات العربية المتحدة',
        countryCode: 'UAE',
        countryCode2: 'AE',
        currencyCode: 'AED',
        exchangeRate: 1,
        mobileCountryCode: 971,
        mobileLocalCode: '05',
        mobileLocalNumberLength: 9,
        domain: 'ae.gulfretail.com',
        vatper: 5,
        returnDays: 14,
      },
      true,
    ),
    states: states([
      [
        'Abu Dhabi',
        'أبوظبي',
        'AZ',
        areas(['Al Reem Island', 'جزيرة الريم'], ['Khalifa City', 'مدينة خليفة'], ['Mussafah', 'مصفح'], ['Al Ain', 'العين']),
      ],
      [
        'Dubai',
        'دبي',
        'DU',
        areas(
          ['Dubai Marina', 'دبي مارينا'],
          ['Deira', 'ديرة'],
          ['Jumeirah', 'جميرا'],
          ['Al Barsha', 'البرشاء'],
          ['Business Bay', 'الخليج التجاري'],
        ),
      ],
      ['Sharjah', 'الشارقة', 'SH', areas(['Al Majaz', 'المجاز'], ['Al Nahda', 'النهدة'], ['Muwaileh', 'مويلح'])],
      ['Ajman', 'عجمان', 'AJ', areas(['Al Nuaimiya', 'النعيمية'], ['Al Rashidiya', 'الراشدية'], ['Al Jurf', 'الجرف'])],
      ['Umm Al Quwain', 'أم القيوين', 'UQ', areas(['Al Salamah', 'السلمة'], ['Al Raas', 'الراس'])],
      ['Ras Al Khaimah', 'رأس الخيمة', 'RK', areas(['Al Nakheel', 'النخيل'], ['Al Hamra', 'الحمرا'], ['Khuzam', 'خزام'])],
      ['Fujairah', 'الفجيرة', 'FU', areas(['Dibba Al Fujairah', 'دبا الفجيرة'], ['Al Faseel', 'الفصيل'], ['Sakamkam', 'سكمكم'])],
    ]),
  },
  {
    country: country(
      {
        countryName: 'Saudi Arabia',
        ar_CountryName: 'المملكة العربية السعودية',
        countryCode: 'KSA',
        countryCode2: 'SA',
        currencyCode: 'SAR',
        exchangeRate: 1.0211,
        mobileCountryCode: 966,
        mobileLocalCode: '05',
        mobileLocalNumberLength: 9,
        domain: 'sa.gulfretail.com',
        vatper: 15,
        returnDays: 14,
      },
      true,
    ),
    states: states([
      ['Riyadh', 'الرياض', '01', areas(['Al Olaya', 'العليا'], ['Al Malaz', 'الملز'], ['Al Yasmin', 'الياسمين'], ['Al Kharj', 'الخرج'])],
      ['Makkah', 'مكة المكرمة', '02', areas(['Jeddah', 'جدة'], ['Makkah', 'مكة المكرمة'], ['Taif', 'الطائف'])],
      ['Madinah', 'المدينة المنورة', '03', areas(['Al Madinah', 'المدينة المنورة'], ['Yanbu', 'ينبع'], ['AlUla', 'العلا'])],
      [
        'Eastern Province',
        'المنطقة الشرقية',
        '04',
        areas(['Dammam', 'الدمام'], ['Al Khobar', 'الخبر'], ['Dhahran', 'الظهران'], ['Al Ahsa', 'الأحساء'], ['Jubail', 'الجبيل']),
      ],
      ['Al Qassim', 'القصيم', '05', areas(['Buraydah', 'بريدة'], ['Unaizah', 'عنيزة'])],
      ['Hail', 'حائل', '06', areas(['Hail', 'حائل'], ['Baqaa', 'بقعاء'])],
      ['Tabuk', 'تبوك', '07', areas(['Tabuk', 'تبوك'], ['Duba', 'ضباء'])],
      ['Northern Borders', 'الحدود الشمالية', '08', areas(['Arar', 'عرعر'], ['Rafha', 'رفحاء'])],
      ['Jazan', 'جازان', '09', areas(['Jazan', 'جازان'], ['Sabya', 'صبيا'])],
      ['Najran', 'نجران', '10', areas(['Najran', 'نجران'], ['Sharurah', 'شرورة'])],
      ['Al Bahah', 'الباحة', '11', areas(['Al Bahah', 'الباحة'], ['Baljurashi', 'بلجرشي'])],
      ['Al Jawf', 'الجوف', '12', areas(['Sakakah', 'سكاكا'], ['Dumat Al Jandal', 'دومة الجندل'])],
      ['Asir', 'عسير', '14', areas(['Abha', 'أبها'], ['Khamis Mushait', 'خميس مشيط'])],
    ]),
  },
  ...(
    [
      {
        countryName: 'Bahrain',
        ar_CountryName: 'البحرين',
        countryCode: 'BHR',
        countryCode2: 'BH',
        currencyCode: 'BHD',
        exchangeRate: 0.1026,
        mobileCountryCode: 973,
        mobileLocalCode: '3',
        mobileLocalNumberLength: 8,
        domain: '',
        vatper: 10,
        returnDays: 14,
      },
      {
        countryName: 'Kuwait',
        ar_CountryName: 'الكويت',
        countryCode: 'KWT',
        countryCode2: 'KW',
        currencyCode: 'KWD',
        exchangeRate: 0.0837,
        mobileCountryCode: 965,
        mobileLocalCode: '',
        mobileLocalNumberLength: 8,
        domain: '',
        vatper: 0,
        returnDays: 14,
      },
      {
        countryName: 'Oman',
        ar_CountryName: 'عُمان',
        countryCode: 'OMN',
        countryCode2: 'OM',
        currencyCode: 'OMR',
        exchangeRate: 0.1048,
        mobileCountryCode: 968,
        mobileLocalCode: '9',
        mobileLocalNumberLength: 8,
        domain: '',
        vatper: 5,
        returnDays: 14,
      },
      {
        countryName: 'Qatar',
        ar_CountryName: 'قطر',
        countryCode: 'QAT',
        countryCode2: 'QA',
        currencyCode: 'QAR',
        exchangeRate: 0.9912,
        mobileCountryCode: 974,
        mobileLocalCode: '',
        mobileLocalNumberLength: 8,
        domain: '',
        vatper: 0,
        returnDays: 14,
      },
    ] satisfies CountryFacts[]
  ).map((facts) => ({ country: country(facts, false), states: [] })),
];

/** The seed step 'seeded-reference': countries and states for every install, their areas for the demo. */
export async function seedReference(db: Db, options: SeedOptions): Promise<void> {
  await writeReference(db, REFERENCE_SEED, { withAreas: options.kind === 'demo' });
}
