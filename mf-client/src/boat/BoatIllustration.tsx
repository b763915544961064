const label = 'fill-slate-900 text-[18px] font-semibold';

/** A labelled picture of the Boat: the hull, helm and sails, the islands, the horizon and the waves (decorative). */
export function BoatIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 640 260" className="h-auto w-full">
      <rect width="640" height="260" fill="#e0f2fe" />
      <circle cx="80" cy="58" r="24" fill="#fde68a" />
      <line x1="0" y1="150" x2="640" y2="150" stroke="#38bdf8" strokeWidth="2" />
      <text x="16" y="140" className={label}>
        Horizon
      </text>
      <path d="M470 150 q25 -40 55 -12 q20 -22 40 12 z" fill="#86efac" stroke="#15803d" strokeWidth="2" />
      <path d="M560 150 q18 -26 38 0 z" fill="#86efac" stroke="#15803d" strokeWidth="2" />
      <path d="M420 150 q12 -16 26 0 z" fill="#86efac" stroke="#15803d" strokeWidth="2" />
      <text x="452" y="100" className={label}>
        Archipelago
      </text>
      <rect y="150" width="640" height="110" fill="#bae6fd" />
      <path
        d="M0 236 q20 -10 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0"
        fill="none"
        stroke="#0284c7"
        strokeWidth="3"
      />
      <text x="410" y="218" className={label}>
        Winds and sea
      </text>
      <path d="M400 60 q20 -8 40 0 M410 74 q20 -8 40 0" fill="none" stroke="#0284c7" strokeWidth="2" strokeLinecap="round" />
      <line x1="250" y1="36" x2="250" y2="175" stroke="#334155" strokeWidth="5" />
      <path d="M255 42 L255 165 L345 165 Z" fill="#ffffff" stroke="#1d4ed8" strokeWidth="3" />
      <path d="M245 58 L245 165 L185 165 Z" fill="#dbeafe" stroke="#1d4ed8" strokeWidth="3" />
      <text x="282" y="70" className={label}>
        Sails
      </text>
      <path d="M160 175 L360 175 L330 220 L190 220 Z" fill="#92400e" stroke="#451a03" strokeWidth="3" />
      <text x="232" y="206" className="fill-white text-[18px] font-semibold">
        Hull
      </text>
      <circle cx="330" cy="166" r="10" fill="#fef3c7" stroke="#451a03" strokeWidth="3" />
      <path d="M330 154 v24 M318 166 h24" stroke="#451a03" strokeWidth="2" />
      <text x="350" y="160" className={label}>
        Helm
      </text>
    </svg>
  );
}
