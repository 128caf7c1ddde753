// The theme's storage key and the no-flash script that applies the stored theme before first
// paint (dark unless "light" is stored). Both HTML shells inline this one script; its sha256 is
// allowed by the Content-Security-Policy (collected at build time).
export const THEME_STORAGE_KEY = 'theme';

export const noFlashThemeScript = `(()=>{var d=document.documentElement,t='dark';try{t=localStorage.getItem('${THEME_STORAGE_KEY}')==='light'?'light':'dark'}catch(e){}d.classList.remove('dark','light');d.classList.add(t)})()`;
