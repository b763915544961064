/** A picture of the Boat: islands, the horizon, the sails, the helm and the hull on the waves (decorative). */
export function BoatIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 640 260" className="h-auto w-full" role="presentation">
      <rect width="640" height="260" fill="#e0f2fe" />
      <line x1="0" y1="150" x2="640" y2="150" stroke="#7dd3fc" strokeWidth="2" />
      <path d="M470 150 q25 -40 55 -12 q20 -22 40 12 z" fill="#86efac" stroke="#15803d" strokeWidth="2" />
      <path d="M560 150 q18 -26 38 0 z" fill="#86efac" stroke="#15803d" strokeWidth="2" />
      <path d="M420 150 q12 -16 26 0 z" fill="#86efac" stroke="#15803d" strokeWidth="2" />
      <circle cx="90" cy="60" r="26" fill="#fde68a" />
      <rect y="150" width="640" height="110" fill="#bae6fd" />
      <path d="M0 200 q20 -10 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" fill="none" stroke="#38bdf8" strokeWidth="3" />
      <line x1="250" y1="40" x2="250" y2="175" stroke="#334155" strokeWidth="5" />
      <path d="M255 45 L255 165 L345 165 Z" fill="#ffffff" stroke="#1d4ed8" strokeWidth="3" />
      <path d="M245 60 L245 165 L185 165 Z" fill="#dbeafe" stroke="#1d4ed8" strokeWidth="3" />
      <path d="M160 175 L360 175 L330 220 L190 220 Z" fill="#92400e" stroke="#451a03" strokeWidth="3" />
      <circle cx="320" cy="168" r="10" fill="none" stroke="#451a03" strokeWidth="3" />
      <path d="M320 156 v24 M308 168 h24" stroke="#451a03" strokeWidth="2" />
    </svg>
  );
}
