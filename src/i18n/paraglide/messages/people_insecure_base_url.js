import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ origin: NonNullable<unknown> }} People_Insecure_Base_UrlInputs */

const en_people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL is plain http (${i?.origin}) on a host other than this machine: sign-in cookies are sent without Secure and passwords travel unencrypted. Serve catchd over https and set CATCHD_BASE_URL to the https:// address.`)
};

const es_people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL usa http sin cifrar (${i?.origin}) en otra máquina que no es esta: las cookies de sesión se envían sin Secure y las contraseñas viajan sin cifrar. Sirve catchd por https y pon en CATCHD_BASE_URL la dirección https://.`)
};

const fr_people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL est en http simple (${i?.origin}) sur une autre machine que celle-ci : les cookies de connexion partent sans Secure et les mots de passe circulent en clair. Servez catchd en https et mettez l’adresse https:// dans CATCHD_BASE_URL.`)
};

const it_people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL usa http semplice (${i?.origin}) su un host diverso da questa macchina: i cookie di accesso partono senza Secure e le password viaggiano in chiaro. Servi catchd via https e imposta CATCHD_BASE_URL all’indirizzo https://.`)
};

const pt_people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL usa http simples (${i?.origin}) num anfitrião que não é esta máquina: os cookies de sessão seguem sem Secure e as senhas viajam sem cifra. Sirva o catchd por https e defina CATCHD_BASE_URL com o endereço https://.`)
};

const el_people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το CATCHD_BASE_URL είναι απλό http (${i?.origin}) σε άλλον υπολογιστή από αυτόν: τα cookies σύνδεσης στέλνονται χωρίς Secure και οι κωδικοί ταξιδεύουν χωρίς κρυπτογράφηση. Σερβίρετε το catchd μέσω https και ορίστε στο CATCHD_BASE_URL τη διεύθυνση https://.`)
};

const hr_people_insecure_base_url = /** @type {(inputs: People_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL koristi običan http (${i?.origin}) na drugom računalu, a ne ovom: kolačići prijave šalju se bez oznake Secure, a lozinke putuju nešifrirane. Poslužujte catchd preko https-a i u CATCHD_BASE_URL upišite adresu https://.`)
};

/**
* | output |
* | --- |
* | "CATCHD_BASE_URL is plain http ({origin}) on a host other than this machine: sign-in cookies are sent without Secure and passwords travel unencrypted. Serve c..." |
*
* @param {People_Insecure_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_insecure_base_url = /** @type {((inputs: People_Insecure_Base_UrlInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Insecure_Base_UrlInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_insecure_base_url(inputs)
	if (locale === "fr") return fr_people_insecure_base_url(inputs)
	if (locale === "it") return it_people_insecure_base_url(inputs)
	if (locale === "pt") return pt_people_insecure_base_url(inputs)
	if (locale === "el") return el_people_insecure_base_url(inputs)
	if (locale === "hr") return hr_people_insecure_base_url(inputs)
	return en_people_insecure_base_url(inputs)
});