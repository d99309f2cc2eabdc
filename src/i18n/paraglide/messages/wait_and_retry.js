import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Wait_And_RetryInputs */

const en_wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("en", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Please wait ${i?.seconds} second and try again.`);
	return /** @type {LocalizedString} */ (`Please wait ${i?.seconds} seconds and try again.`)
	
};

const es_wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("es", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Espera ${i?.seconds} segundo y vuelve a intentarlo.`);
	return /** @type {LocalizedString} */ (`Espera ${i?.seconds} segundos y vuelve a intentarlo.`)
	
};

const fr_wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("fr", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Patientez ${i?.seconds} seconde, puis réessayez.`);
	return /** @type {LocalizedString} */ (`Patientez ${i?.seconds} secondes, puis réessayez.`)
	
};

const it_wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("it", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Attendi ${i?.seconds} secondo e riprova.`);
	return /** @type {LocalizedString} */ (`Attendi ${i?.seconds} secondi e riprova.`)
	
};

const pt_wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("pt", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Aguarde ${i?.seconds} segundo e tente de novo.`);
	return /** @type {LocalizedString} */ (`Aguarde ${i?.seconds} segundos e tente de novo.`)
	
};

const el_wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("el", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Περιμένετε ${i?.seconds} δευτερόλεπτο και δοκιμάστε ξανά.`);
	return /** @type {LocalizedString} */ (`Περιμένετε ${i?.seconds} δευτερόλεπτα και δοκιμάστε ξανά.`)
	
};

const hr_wait_and_retry = /** @type {(inputs: Wait_And_RetryInputs) => LocalizedString} */ (i) => {const secondsPlural = registry.plural("hr", i?.seconds, {});
	if (secondsPlural === "one") return /** @type {LocalizedString} */ (`Pričekajte ${i?.seconds} sekundu i pokušajte ponovo.`);
	if (secondsPlural === "few") return /** @type {LocalizedString} */ (`Pričekajte ${i?.seconds} sekunde i pokušajte ponovo.`);
	return /** @type {LocalizedString} */ (`Pričekajte ${i?.seconds} sekundi i pokušajte ponovo.`)
	
};

/**
* | secondsPlural | output |
* | --- | --- |
* | "one" | "Please wait {seconds} second and try again." |
* | * | "Please wait {seconds} seconds and try again." |
*
* @param {Wait_And_RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const wait_and_retry = /** @type {((inputs: Wait_And_RetryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wait_And_RetryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_wait_and_retry(inputs)
	if (locale === "fr") return fr_wait_and_retry(inputs)
	if (locale === "it") return it_wait_and_retry(inputs)
	if (locale === "pt") return pt_wait_and_retry(inputs)
	if (locale === "el") return el_wait_and_retry(inputs)
	if (locale === "hr") return hr_wait_and_retry(inputs)
	return en_wait_and_retry(inputs)
});