import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Approved_BodyInputs */

const en_join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your sign-up at ${i?.url} is approved. Sign in with your email and password:

${i?.link}`)
};

const es_join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu solicitud en ${i?.url} está aprobada. Entra con tu correo y tu contraseña:

${i?.link}`)
};

const fr_join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre inscription sur ${i?.url} est validée. Connectez-vous avec votre adresse e-mail et votre mot de passe :

${i?.link}`)
};

const it_join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tua iscrizione su ${i?.url} è approvata. Accedi con la tua email e la tua password:

${i?.link}`)
};

const pt_join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O seu pedido em ${i?.url} foi aprovado. Entre com o seu e-mail e a sua senha:

${i?.link}`)
};

const el_join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εγγραφή σας στο ${i?.url} εγκρίθηκε. Συνδεθείτε με το email και τον κωδικό σας:

${i?.link}`)
};

const hr_join_mail_approved_body = /** @type {(inputs: Join_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaša registracija na ${i?.url} je odobrena. Prijavite se e-poštom i lozinkom:

${i?.link}`)
};

/**
* | output |
* | --- |
* | "Your sign-up at {url} is approved. Sign in with your email and password: {link}" |
*
* @param {Join_Mail_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_approved_body = /** @type {((inputs: Join_Mail_Approved_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Approved_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_approved_body(inputs)
	if (locale === "fr") return fr_join_mail_approved_body(inputs)
	if (locale === "it") return it_join_mail_approved_body(inputs)
	if (locale === "pt") return pt_join_mail_approved_body(inputs)
	if (locale === "el") return el_join_mail_approved_body(inputs)
	if (locale === "hr") return hr_join_mail_approved_body(inputs)
	return en_join_mail_approved_body(inputs)
});