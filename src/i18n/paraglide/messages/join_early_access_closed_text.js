import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Early_Access_Closed_TextInputs */

const en_join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early access sign-up is turned off here. If you have an account, sign in and apply on the developer portal.`)
};

const es_join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí el registro de acceso anticipado está desactivado. Si tienes cuenta, entra y haz la solicitud en el portal para desarrolladores.`)
};

const fr_join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription à l’accès anticipé est désactivée ici. Si vous avez un compte, connectez-vous et postulez sur le portail des développeurs.`)
};

const it_join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui l’iscrizione all’accesso anticipato è disattivata. Se hai un account, accedi e fai richiesta sul portale per sviluppatori.`)
};

const pt_join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aqui o registo de acesso antecipado está desativado. Se tem conta, entre e faça o pedido no portal para programadores.`)
};

const el_join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή για πρόωρη πρόσβαση είναι απενεργοποιημένη εδώ. Αν έχετε λογαριασμό, συνδεθείτε και κάντε αίτηση στην πύλη προγραμματιστών.`)
};

const hr_join_early_access_closed_text = /** @type {(inputs: Join_Early_Access_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija za rani pristup ovdje je isključena. Ako imate račun, prijavite se i podnesite zahtjev na portalu za programere.`)
};

/**
* | output |
* | --- |
* | "Early access sign-up is turned off here. If you have an account, sign in and apply on the developer portal." |
*
* @param {Join_Early_Access_Closed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_early_access_closed_text = /** @type {((inputs?: Join_Early_Access_Closed_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_Closed_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_early_access_closed_text(inputs)
	if (locale === "fr") return fr_join_early_access_closed_text(inputs)
	if (locale === "it") return it_join_early_access_closed_text(inputs)
	if (locale === "pt") return pt_join_early_access_closed_text(inputs)
	if (locale === "el") return el_join_early_access_closed_text(inputs)
	if (locale === "hr") return hr_join_early_access_closed_text(inputs)
	return en_join_early_access_closed_text(inputs)
});