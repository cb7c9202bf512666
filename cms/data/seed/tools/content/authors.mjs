// Editorial team shown as article authors. `avatar` is a file under images/authors/ or null.
export const authors = {
  salma: { name: 'Salma Benjelloun', avatar: 'salma-benjelloun.svg', colour: '#0f766e' },
  youssef: { name: 'Youssef El Amrani', avatar: 'youssef-el-amrani.svg', colour: '#1d4ed8' },
  karim: { name: 'Karim Tazi', avatar: 'karim-tazi.svg', colour: '#b45309' },
  nadia: { name: 'Nadia Ouazzani', avatar: null, colour: '#7c3aed' },
};
