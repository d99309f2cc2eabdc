import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Form_Min_LengthInputs */

const en_form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This must be at least ${i?.count} character long.`);
	return /** @type {LocalizedString} */ (`This must be at least ${i?.count} characters long.`)
	
};

const es_form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Debe tener al menos ${i?.count} carácter.`);
	return /** @type {LocalizedString} */ (`Debe tener al menos ${i?.count} caracteres.`)
	
};

const fr_form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ce texte doit faire au moins ${i?.count} caractère.`);
	return /** @type {LocalizedString} */ (`Ce texte doit faire au moins ${i?.count} caractères.`)
	
};

const it_form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Deve avere almeno ${i?.count} carattere.`);
	return /** @type {LocalizedString} */ (`Deve avere almeno ${i?.count} caratteri.`)
	
};

const pt_form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Deve ter pelo menos ${i?.count} caractere.`);
	return /** @type {LocalizedString} */ (`Deve ter pelo menos ${i?.count} caracteres.`)
	
};

const el_form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Πρέπει να έχει τουλάχιστον ${i?.count} χαρακτήρα.`);
	return /** @type {LocalizedString} */ (`Πρέπει να έχει τουλάχιστον ${i?.count} χαρακτήρες.`)
	
};

const hr_form_min_length = /** @type {(inputs: Form_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mora imati najmanje ${i?.count} znak.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Mora imati najmanje ${i?.count} znaka.`);
	return /** @type {LocalizedString} */ (`Mora imati najmanje ${i?.count} znakova.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This must be at least {count} character long." |
* | * | "This must be at least {count} characters long." |
*
* @param {Form_Min_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_min_length = /** @type {((inputs: Form_Min_LengthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Min_LengthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_min_length(inputs)
	if (locale === "fr") return fr_form_min_length(inputs)
	if (locale === "it") return it_form_min_length(inputs)
	if (locale === "pt") return pt_form_min_length(inputs)
	if (locale === "el") return el_form_min_length(inputs)
	if (locale === "hr") return hr_form_min_length(inputs)
	return en_form_min_length(inputs)
});