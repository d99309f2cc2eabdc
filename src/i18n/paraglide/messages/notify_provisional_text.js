import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ competition: NonNullable<unknown> }} Notify_Provisional_TextInputs */

const en_notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The results of ${i?.competition} are provisional: protests are open until they become final.`)
};

const es_notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los resultados de ${i?.competition} son provisionales: puedes presentar reclamaciones hasta que sean definitivos.`)
};

const fr_notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les résultats de ${i?.competition} sont provisoires : les réclamations restent possibles jusqu’à ce qu’ils deviennent définitifs.`)
};

const it_notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I risultati di ${i?.competition} sono provvisori: puoi presentare reclami finché non diventano definitivi.`)
};

const pt_notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os resultados de ${i?.competition} são provisórios: pode apresentar protestos até se tornarem finais.`)
};

const el_notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα του αγώνα ${i?.competition} είναι προσωρινά: μπορείτε να υποβάλετε ένσταση μέχρι να οριστικοποιηθούν.`)
};

const hr_notify_provisional_text = /** @type {(inputs: Notify_Provisional_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rezultati natjecanja ${i?.competition} su privremeni: prigovori su mogući dok ne postanu konačni.`)
};

/**
* | output |
* | --- |
* | "The results of {competition} are provisional: protests are open until they become final." |
*
* @param {Notify_Provisional_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_provisional_text = /** @type {((inputs: Notify_Provisional_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Provisional_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_provisional_text(inputs)
	if (locale === "fr") return fr_notify_provisional_text(inputs)
	if (locale === "it") return it_notify_provisional_text(inputs)
	if (locale === "pt") return pt_notify_provisional_text(inputs)
	if (locale === "el") return el_notify_provisional_text(inputs)
	if (locale === "hr") return hr_notify_provisional_text(inputs)
	return en_notify_provisional_text(inputs)
});