/** What a person who may read a record but not change it is told, in English (the drawer shows kit:drawer.readOnly). */
export const readOnlyText = (singular: string) => `You can read this ${singular.toLowerCase()} but not change it.`;
