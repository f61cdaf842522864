// keycloak-js's silent check-sso iframe lands here with the auth response in
// the URL; hand it to the app (same origin only).
parent.postMessage(location.href, location.origin);
