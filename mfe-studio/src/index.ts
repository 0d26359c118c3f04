// The standalone dev harness loads after the federation runtime has negotiated the shared singletons.
void import('./bootstrap');
export {};
