// The app hands over the name the person typed in its sign-up form in the URL's fragment, which the
// browser keeps across redirects and never sends to a server. It fills only empty fields, so what the
// person typed here after an error is kept, and the fragment is dropped once read.
(function () {
  var FIELDS = ['firstName', 'lastName'];
  function prefill() {
    var hash = window.location.hash.slice(1);
    if (!hash) return;
    var params = new URLSearchParams(hash);
    var used = false;
    FIELDS.forEach(function (id) {
      var value = params.get(id);
      var input = document.getElementById(id);
      if (!value || !input || input.tagName !== 'INPUT') return;
      used = true;
      if (!input.value) input.value = value;
    });
    if (used) {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', prefill);
  } else {
    prefill();
  }
})();
