// Host-page preset. A deployment that serves Tonearm next to its server can preset
// the connection here; every field is required or the preset is ignored:
// window.TONEARM_PRESET = {
//   serverUrl: location.origin, // or 'https://music.example.org'
//   hideServer: true,           // hide the server field on the login page
//   username: 'alice',
//   password: 'secret',
//   authType: 'token',          // 'token' or 'password' (anything else falls back to token)
//   hideRadios: false,          // hide the radios section for everyone
// }
