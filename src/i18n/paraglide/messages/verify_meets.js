import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Verify_MeetsInputs */

const en_verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The evidence above meets the ${i?.tier} rule.`)
};

const es_verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las pruebas de arriba cumplen lo que pide el nivel ${i?.tier}.`)
};

const fr_verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les preuves ci-dessus remplissent la règle du niveau ${i?.tier}.`)
};

const it_verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le prove qui sopra soddisfano la regola del livello ${i?.tier}.`)
};

const pt_verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As provas acima cumprem a regra do nível ${i?.tier}.`)
};

const el_verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα παραπάνω στοιχεία καλύπτουν τον κανόνα του επιπέδου «${i?.tier}».`)
};

const hr_verify_meets = /** @type {(inputs: Verify_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gornji dokazi zadovoljavaju pravilo za razinu ${i?.tier}.`)
};

/**
* | output |
* | --- |
* | "The evidence above meets the {tier} rule." |
*
* @param {Verify_MeetsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_meets = /** @type {((inputs: Verify_MeetsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MeetsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_meets(inputs)
	if (locale === "fr") return fr_verify_meets(inputs)
	if (locale === "it") return it_verify_meets(inputs)
	if (locale === "pt") return pt_verify_meets(inputs)
	if (locale === "el") return el_verify_meets(inputs)
	if (locale === "hr") return hr_verify_meets(inputs)
	return en_verify_meets(inputs)
});