// What a WordPress page does with an embedded post's messages, restated for the tests from
// the behaviour of WordPress's wp-embed script: a message carries {secret, message, value};
// the secret must be letters and digits; only the iframe whose data-secret matches AND whose
// window sent the message is touched; "height" sets its height, clamped to 200–1000 px;
// "link" navigates the top page if the link is on the frame's own host and the frame has focus.
// (Before this runs, WordPress's server-side filter has already added sandbox="allow-scripts",
// security="restricted", a secret in the src's #?secret= and data-secret.)
(function () {
  'use strict';
  window.addEventListener('message', function (e) {
    var data = e.data;
    if (!data || !(data.secret || data.message || data.value)) return;
    if (/[^a-zA-Z0-9]/.test(data.secret)) return;
    var frames = document.querySelectorAll('iframe[data-secret="' + data.secret + '"]');
    for (var i = 0; i < frames.length; i++) {
      var frame = frames[i];
      if (e.source !== frame.contentWindow) continue;
      frame.removeAttribute('style');
      if (data.message === 'height') {
        var height = parseInt(data.value, 10);
        if (height > 1000) height = 1000;
        else if (~~height < 200) height = 200;
        frame.height = height;
      }
      if (data.message === 'link') {
        var from = new URL(frame.getAttribute('src'), location.href);
        var to = new URL(data.value, location.href);
        if (from.host === to.host && document.activeElement === frame) window.top.location.href = data.value;
      }
    }
  });
})();
