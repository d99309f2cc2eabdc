import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown> }} Stats_Bests_SummaryInputs */

const en_stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each dot beat every earlier catch of its species; the line is the heaviest so far. Latest: ${i?.species}, ${i?.weight}.`)
};

const es_stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada punto superó a todas las capturas anteriores de su especie; la línea es la más pesada hasta ese momento. La última: ${i?.species}, ${i?.weight}.`)
};

const fr_stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque point a battu toutes les prises précédentes de son espèce ; la ligne suit la plus lourde à ce jour. Dernier : ${i?.species}, ${i?.weight}.`)
};

const it_stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ogni punto ha battuto tutte le catture precedenti della sua specie; la linea è la più pesante fino a quel momento. L’ultimo: ${i?.species}, ${i?.weight}.`)
};

const pt_stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada ponto superou todas as capturas anteriores da sua espécie; a linha é a mais pesada até então. O último: ${i?.species}, ${i?.weight}.`)
};

const el_stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάθε σημείο ξεπέρασε όλες τις προηγούμενες ψαριές του είδους του· η γραμμή δείχνει τη βαρύτερη ως τότε. Τελευταίο: ${i?.species}, ${i?.weight}.`)
};

const hr_stats_bests_summary = /** @type {(inputs: Stats_Bests_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Svaka točka nadmašila je sve ranije ulove svoje vrste; crta je dosad najteži ulov. Posljednji: ${i?.species}, ${i?.weight}.`)
};

/**
* | output |
* | --- |
* | "Each dot beat every earlier catch of its species; the line is the heaviest so far. Latest: {species}, {weight}." |
*
* @param {Stats_Bests_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_bests_summary = /** @type {((inputs: Stats_Bests_SummaryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Bests_SummaryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_bests_summary(inputs)
	if (locale === "fr") return fr_stats_bests_summary(inputs)
	if (locale === "it") return it_stats_bests_summary(inputs)
	if (locale === "pt") return pt_stats_bests_summary(inputs)
	if (locale === "el") return el_stats_bests_summary(inputs)
	if (locale === "hr") return hr_stats_bests_summary(inputs)
	return en_stats_bests_summary(inputs)
});