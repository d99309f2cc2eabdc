import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ origin: NonNullable<unknown> }} Admin_Insecure_Base_UrlInputs */

const en_admin_insecure_base_url = /** @type {(inputs: Admin_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL is plain http (${i?.origin}) on a host other than this machine: sign-in cookies are sent without Secure and passwords travel unencrypted. Serve catchd over https and set CATCHD_BASE_URL to the https:// address.`)
};

const es_admin_insecure_base_url = /** @type {(inputs: Admin_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL usa http sin cifrar (${i?.origin}) en un servidor que no es esta máquina: las cookies de sesión se envían sin Secure y las contraseñas viajan sin cifrar. Sirve catchd por https y pon en CATCHD_BASE_URL la dirección https://.`)
};

const fr_admin_insecure_base_url = /** @type {(inputs: Admin_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL est en http non chiffré (${i?.origin}) sur un hôte autre que cette machine : les cookies de connexion partent sans Secure et les mots de passe circulent en clair. Servez catchd en https et indiquez l’adresse https:// dans CATCHD_BASE_URL.`)
};

const it_admin_insecure_base_url = /** @type {(inputs: Admin_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL usa http non cifrato (${i?.origin}) su un host diverso da questa macchina: i cookie di accesso partono senza Secure e le password viaggiano in chiaro. Servi catchd in https e imposta CATCHD_BASE_URL all’indirizzo https://.`)
};

const pt_admin_insecure_base_url = /** @type {(inputs: Admin_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL usa http sem cifra (${i?.origin}) num servidor que não é esta máquina: os cookies de sessão seguem sem Secure e as senhas viajam sem cifra. Sirva o catchd por https e defina CATCHD_BASE_URL com o endereço https://.`)
};

const el_admin_insecure_base_url = /** @type {(inputs: Admin_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Το CATCHD_BASE_URL είναι απλό http (${i?.origin}) σε διακομιστή άλλον από αυτό το μηχάνημα: τα cookies σύνδεσης στέλνονται χωρίς Secure και οι κωδικοί ταξιδεύουν χωρίς κρυπτογράφηση. Σερβίρετε το catchd μέσω https και ορίστε στο CATCHD_BASE_URL τη διεύθυνση https://.`)
};

const hr_admin_insecure_base_url = /** @type {(inputs: Admin_Insecure_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CATCHD_BASE_URL koristi nešifrirani http (${i?.origin}) na poslužitelju koji nije ovo računalo: kolačići prijave šalju se bez oznake Secure, a lozinke putuju nešifrirane. Poslužujte catchd preko https-a i u CATCHD_BASE_URL upišite adresu https://.`)
};

/**
* | output |
* | --- |
* | "CATCHD_BASE_URL is plain http ({origin}) on a host other than this machine: sign-in cookies are sent without Secure and passwords travel unencrypted. Serve c..." |
*
* @param {Admin_Insecure_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_insecure_base_url = /** @type {((inputs: Admin_Insecure_Base_UrlInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insecure_Base_UrlInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_insecure_base_url(inputs)
	if (locale === "fr") return fr_admin_insecure_base_url(inputs)
	if (locale === "it") return it_admin_insecure_base_url(inputs)
	if (locale === "pt") return pt_admin_insecure_base_url(inputs)
	if (locale === "el") return el_admin_insecure_base_url(inputs)
	if (locale === "hr") return hr_admin_insecure_base_url(inputs)
	return en_admin_insecure_base_url(inputs)
});