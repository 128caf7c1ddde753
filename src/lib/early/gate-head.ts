// The inline head script of the staging gate page: the stored theme, before the first paint.
import { applyTheme, readStoredTheme } from './theme';

applyTheme(readStoredTheme());
