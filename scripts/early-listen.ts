import { EARLY_LISTEN } from '../shared/web-app/ui-settings';

/**
 * The inline script the build puts in the prerendered home page (home.html): until the app marks itself ready
 * (data-app-ready), a press on a live button plays the station's stream at once, in the player's own <audio>
 * element, instead of doing nothing until hydration (~3 s on a slow phone). The press is kept for the app, which
 * adopts the playing element (web/src/public/player/early-listen.ts) and goes where the button pointed. Browsers
 * that cannot play MP3 (the HLS fallback needs the app) keep the old behaviour.
 */
export function earlyListenScript(): string {
  const { attribute, global, event, busyAttribute, streamUrl } = EARLY_LISTEN;
  const q = JSON.stringify;
  return [
    '(function(){document.addEventListener("click",function(e){',
    'var d=document.documentElement;if(d.hasAttribute("data-app-ready"))return;',
    `var b=e.target&&e.target.closest&&e.target.closest("[${attribute}]");if(!b)return;`,
    `var a=document.querySelector('audio[data-player="local"]');`,
    'if(!a){a=document.createElement("audio");a.preload="none";a.setAttribute("data-player","local");a.hidden=true;document.body.appendChild(a)}',
    'if(!a.canPlayType("audio/mpeg"))return;',
    // The app would answer this press too once hydrated (React replays it): this script owns it.
    'e.preventDefault();e.stopPropagation();',
    `if(a.getAttribute("src")!==${q(streamUrl)})a.src=${q(streamUrl)};a.play().catch(function(){});`,
    `d.setAttribute(${q(busyAttribute)},"");window[${q(global)}]={to:b.getAttribute(${q(attribute)})||null};`,
    `document.dispatchEvent(new Event(${q(event)}))},true)})()`,
  ].join('');
}
