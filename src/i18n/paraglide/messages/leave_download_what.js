import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Download_WhatInputs */

const en_leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One zip file: your catches (JSON and CSV), verifications, photos, API keys and apps (without secrets) and passkeys (names and dates).`)
};

const es_leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un archivo zip: tus capturas (JSON y CSV), verificaciones, fotos, claves de API y apps (sin secretos) y llaves de acceso (nombres y fechas).`)
};

const fr_leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un fichier zip : vos prises (JSON et CSV), vérifications, photos, clés d’API et applications (sans secrets) et clés d’accès (noms et dates).`)
};

const it_leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un file zip: le tue catture (JSON e CSV), verifiche, foto, chiavi API e app (senza segreti) e passkey (nomi e date).`)
};

const pt_leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um único zip: as suas capturas (JSON e CSV), verificações, fotos, chaves de API e aplicações (sem segredos) e chaves de acesso (nomes e datas).`)
};

const el_leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένα αρχείο zip: τα αλιεύματά σας (JSON και CSV), επαληθεύσεις, φωτογραφίες, κλειδιά API και εφαρμογές (χωρίς μυστικά) και κλειδιά πρόσβασης (ονόματα και ημερομηνίες).`)
};

const hr_leave_download_what = /** @type {(inputs: Leave_Download_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedna zip datoteka: vaši ulovi (JSON i CSV), provjere, fotografije, API ključevi i aplikacije (bez tajni) te pristupni ključevi (nazivi i datumi).`)
};

/**
* | output |
* | --- |
* | "One zip file: your catches (JSON and CSV), verifications, photos, API keys and apps (without secrets) and passkeys (names and dates)." |
*
* @param {Leave_Download_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_download_what = /** @type {((inputs?: Leave_Download_WhatInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Download_WhatInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_download_what(inputs)
	if (locale === "fr") return fr_leave_download_what(inputs)
	if (locale === "it") return it_leave_download_what(inputs)
	if (locale === "pt") return pt_leave_download_what(inputs)
	if (locale === "el") return el_leave_download_what(inputs)
	if (locale === "hr") return hr_leave_download_what(inputs)
	return en_leave_download_what(inputs)
});