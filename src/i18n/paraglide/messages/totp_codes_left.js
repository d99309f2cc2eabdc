import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Totp_Codes_LeftInputs */

const en_totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Recovery codes left: ${i?.count}`);
	return /** @type {LocalizedString} */ (`Recovery codes left: ${i?.count}`)
	
};

const es_totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Te queda ${i?.count} código de recuperación`);
	return /** @type {LocalizedString} */ (`Te quedan ${i?.count} códigos de recuperación`)
	
};

const fr_totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Code de secours restant : ${i?.count}`);
	return /** @type {LocalizedString} */ (`Codes de secours restants : ${i?.count}`)
	
};

const it_totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ti resta ${i?.count} codice di recupero`);
	return /** @type {LocalizedString} */ (`Ti restano ${i?.count} codici di recupero`)
	
};

const pt_totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Resta ${i?.count} código de recuperação`);
	return /** @type {LocalizedString} */ (`Restam ${i?.count} códigos de recuperação`)
	
};

const el_totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Απομένει ${i?.count} κωδικός ανάκτησης`);
	return /** @type {LocalizedString} */ (`Απομένουν ${i?.count} κωδικοί ανάκτησης`)
	
};

const hr_totp_codes_left = /** @type {(inputs: Totp_Codes_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Preostao je ${i?.count} kod za oporavak`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Preostala su ${i?.count} koda za oporavak`);
	return /** @type {LocalizedString} */ (`Preostalo je ${i?.count} kodova za oporavak`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Recovery codes left: {count}" |
* | * | "Recovery codes left: {count}" |
*
* @param {Totp_Codes_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_codes_left = /** @type {((inputs: Totp_Codes_LeftInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_LeftInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_codes_left(inputs)
	if (locale === "fr") return fr_totp_codes_left(inputs)
	if (locale === "it") return it_totp_codes_left(inputs)
	if (locale === "pt") return pt_totp_codes_left(inputs)
	if (locale === "el") return el_totp_codes_left(inputs)
	if (locale === "hr") return hr_totp_codes_left(inputs)
	return en_totp_codes_left(inputs)
});