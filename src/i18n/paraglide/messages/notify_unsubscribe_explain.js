import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Notify_Unsubscribe_ExplainInputs */

const en_notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer get mail for “${i?.kind}”. Other kinds and the app stay as they are.`)
};

const es_notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya no recibirás correos de «${i?.kind}». Los demás tipos y la aplicación seguirán igual.`)
};

const fr_notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus de messages pour « ${i?.kind} ». Les autres types et l’application restent inchangés.`)
};

const it_notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non riceverai più email per «${i?.kind}». Gli altri tipi e l’app restano come sono.`)
};

const pt_notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deixará de receber e-mails de «${i?.kind}». Os outros tipos e a aplicação ficam como estão.`)
};

const el_notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν θα λαμβάνετε πλέον μηνύματα για «${i?.kind}». Τα άλλα είδη και η εφαρμογή μένουν ως έχουν.`)
};

const hr_notify_unsubscribe_explain = /** @type {(inputs: Notify_Unsubscribe_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Više nećete primati poruke za „${i?.kind}”. Ostale vrste i aplikacija ostaju kakve jesu.`)
};

/**
* | output |
* | --- |
* | "You will no longer get mail for “{kind}”. Other kinds and the app stay as they are." |
*
* @param {Notify_Unsubscribe_ExplainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_explain = /** @type {((inputs: Notify_Unsubscribe_ExplainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_ExplainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unsubscribe_explain(inputs)
	if (locale === "fr") return fr_notify_unsubscribe_explain(inputs)
	if (locale === "it") return it_notify_unsubscribe_explain(inputs)
	if (locale === "pt") return pt_notify_unsubscribe_explain(inputs)
	if (locale === "el") return el_notify_unsubscribe_explain(inputs)
	if (locale === "hr") return hr_notify_unsubscribe_explain(inputs)
	return en_notify_unsubscribe_explain(inputs)
});