import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Way_In_InviteInputs */

const en_way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New here? Joining is by invitation: ask an admin of your club to invite you.`)
};

const es_way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Primera vez aquí? Solo se entra por invitación: pide a un administrador de tu club que te invite.`)
};

const fr_way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore membre ? L’inscription se fait sur invitation : demandez à un administrateur de votre club de vous inviter.`)
};

const it_way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prima volta qui? Si entra solo su invito: chiedi a un amministratore del tuo club di invitarti.`)
};

const pt_way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primeira vez aqui? A entrada é só por convite: peça um convite a um administrador do seu clube.`)
};

const el_way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρώτη φορά εδώ; Η εγγραφή γίνεται μόνο με πρόσκληση: ζητήστε από έναν διαχειριστή του συλλόγου σας να σας προσκαλέσει.`)
};

const hr_way_in_invite = /** @type {(inputs: Way_In_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prvi put ovdje? Članstvo je samo na poziv: zamolite administratora svojeg kluba da vas pozove.`)
};

/**
* | output |
* | --- |
* | "New here? Joining is by invitation: ask an admin of your club to invite you." |
*
* @param {Way_In_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_invite = /** @type {((inputs?: Way_In_InviteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_InviteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_way_in_invite(inputs)
	if (locale === "fr") return fr_way_in_invite(inputs)
	if (locale === "it") return it_way_in_invite(inputs)
	if (locale === "pt") return pt_way_in_invite(inputs)
	if (locale === "el") return el_way_in_invite(inputs)
	if (locale === "hr") return hr_way_in_invite(inputs)
	return en_way_in_invite(inputs)
});