/**
 * The forms of a plain-HTML page say they are working once sent, as SubmitButton does in
 * React: the button is disabled (no second submit) and shows its `data-busy-text`. Coming
 * back to the page from the browser's history brings the button back. A page shown again with
 * errors puts the focus on the first field that has one.
 */
export const FORM_BUSY_SCRIPT = `(function(){var k="data-busy-text",i=document.querySelector("input[aria-invalid=true]");if(i)i.focus();addEventListener("submit",function(e){var f=e.target,b=f&&f.querySelector("button[type=submit]["+k+"]");if(!b||e.defaultPrevented)return;setTimeout(function(){b.dataset.label=b.innerHTML;b.disabled=true;b.setAttribute("aria-busy","true");b.innerHTML='<span aria-hidden="true" class="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"></span>'+b.getAttribute(k)},0)});addEventListener("pageshow",function(){document.querySelectorAll("button[aria-busy][data-label]").forEach(function(b){b.disabled=false;b.removeAttribute("aria-busy");b.innerHTML=b.dataset.label})})})();`;
