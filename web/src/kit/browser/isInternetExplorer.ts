/** True for Internet Explorer user agents (MSIE up to 10, Trident for 11), which go to /suggest-browser (§2). */
export const isInternetExplorer = (userAgent: string): boolean => /MSIE |Trident\//.test(userAgent);
